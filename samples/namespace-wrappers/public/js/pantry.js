// The page's request wrappers, written to a namespace a server template made (Pantry).
Pantry.Api = {};

Pantry.Api.Get = function (apiFunction, success, error)
{
	var xhr = new XMLHttpRequest();
	var url = U('/api/' + apiFunction);

	xhr.onreadystatechange = function ()
	{
		if (xhr.readyState === XMLHttpRequest.DONE)
		{
			if (xhr.status === 200)
			{
				success(JSON.parse(xhr.responseText));
			}
			else if (error)
			{
				error(xhr);
			}
		}
	};

	xhr.open('GET', url, true);
	xhr.send();
};

Pantry.Api.Post = (apiFunction, jsonData, success) =>
{
	var xhr = new XMLHttpRequest();
	xhr.onreadystatechange = function ()
	{
		if (xhr.readyState === XMLHttpRequest.DONE && xhr.status === 200)
		{
			success(JSON.parse(xhr.responseText));
		}
	};
	xhr.open('POST', U('/api/' + apiFunction), true);
	xhr.setRequestHeader('Content-Type', 'application/json');
	xhr.send(JSON.stringify(jsonData));
};

// the file name travels base64-encoded in the path
Pantry.Api.DeleteFile = function (fileName, group)
{
	var xhr = new XMLHttpRequest();
	xhr.open('DELETE', U('/api/files/' + group + '/' + btoa(fileName)), true);
	xhr.send();
};

// an object literal of wrappers
Pantry.Lookup = {
	Load: function (resource, success)
	{
		$.ajax({ url: U('/api/' + resource), dataType: 'json', success: success });
	}
};

U = function (relativePath)
{
	return Pantry.BaseUrl.replace(/\/$/, '') + relativePath;
};

Pantry.LogMissing = function (text)
{
	// @expect-none (never called: POST /api/system/log-missing-localization is no Tool)
	Pantry.Api.Post('system/log-missing-localization', { "text": text }, function () { });
};
