// The page's handlers: what each request function's callers pass.

function removeKey(keyId) {
    apiKeyDelete(keyId).then(() => location.reload());
}

function renameKey(keyId) {
    let name = document.getElementById('label').value;
    apiKeyRename(keyId, name, 'renamed from the list');
}

function renameKeyQuietly(keyId, name) {
    apiKeyRename(keyId, name);
}

function showFiles() {
    apiFilesList('inbox').then(render);
    apiFilesList('archive', 2).then(render);
}

function replaceFile(id, force) {
    apiFilesReplace(id, {force: force});
}

function saveFile(id) {
    let label = document.getElementById('label').value;
    let password = document.getElementById('password').value;
    if (!document.getElementById('protect').checked) {
        password = null;
    }
    let notify = document.getElementById('notify').checked;
    apiFilesModify(id, label, password, notify);
}

function render(files) {
    console.log(files);
}
