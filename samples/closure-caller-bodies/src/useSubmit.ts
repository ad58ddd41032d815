// A submit wrapper: the request function it is given receives what the returned closure's
// callers pass, so those callers show the body that is sent.
export function useSubmit<T>(fn: (data: T) => Promise<unknown>) {
  return async (data: T) => {
    await fn(data);
  };
}
