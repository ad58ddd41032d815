export const Printer = {};

Printer.Get = (apiFunction, success) =>
{
	fetch('/api/' + apiFunction).then((response) => response.json()).then(success);
};
