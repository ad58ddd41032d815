/**
 * Send a POST request with the page's CSRF token.
 */
function sendPOSTRequest(url, body = null) {
    const options = {
        method: "POST",
        headers: {"X-Csrf-Token": document.body.dataset.csrfToken || ""}
    };
    if (body !== null) {
        options.body = JSON.stringify(body);
    }
    return fetch(url, options);
}

function findEntry(element) {
    return element ? element.closest(".entry") : document.querySelector(".current-item");
}

/**
 * Save the entry to the third-party services.
 */
function handleSaveEntryAction(element) {
    const currentEntry = findEntry(element);
    const buttonElement = currentEntry.querySelector("button[data-save-entry]");
    // @expect POST /entry/save/{id}
    sendPOSTRequest(buttonElement.dataset.saveUrl);
}

/**
 * Star or unstar the entry.
 */
function handleStarAction(element) {
    const buttonElement = findEntry(element).querySelector("button[data-toggle-starred]");
    // @expect POST /entry/star/{id}
    sendPOSTRequest(buttonElement.dataset.starUrl);
}

/**
 * Fetch the original content of the entry.
 */
function handleFetchOriginalContentAction() {
    const buttonElement = document.querySelector("a[data-fetch-content-entry]");
    // @expect POST /entry/download/{id}
    sendPOSTRequest(buttonElement.getAttribute("data-fetch-content-url"));
}

/**
 * Mark the entries shown as read.
 */
function markEntriesAsRead(entryIDs) {
    // @expect POST /entry/status
    sendPOSTRequest(document.body.dataset.entriesStatusUrl, {entry_ids: entryIDs, status: "read"});
}

/**
 * Ask the user, then call back with the element's URL.
 */
function handleConfirmationMessage(linkElement, callback) {
    const yes = document.createElement("button");
    // @expect POST /feed/{id}/remove
    yes.onclick = () => callback(linkElement.dataset.url, linkElement.dataset.redirectUrl);
    linkElement.parentNode.appendChild(yes);
}

/**
 * Post a URL a page element names under a key the caller gives.
 */
function postPageUrl(urlKey, data) {
    // @expect-none
    return sendPOSTRequest(document.body.dataset[urlKey], data);
}

document.querySelectorAll("button[data-confirm]").forEach((element) => {
    element.addEventListener("click", (event) => {
        handleConfirmationMessage(event.target, (url, redirectURL) => {
            // @expect POST /feed/{id}/mark-all-as-read
            sendPOSTRequest(url).then(() => { window.location.href = redirectURL; });
        });
    });
});
document.querySelectorAll("button[data-save-entry]").forEach((element) => {
    element.addEventListener("click", (event) => handleSaveEntryAction(event.target));
});
document.querySelectorAll("button[data-toggle-starred]").forEach((element) => {
    element.addEventListener("click", (event) => handleStarAction(event.target));
});
document.querySelector("a[data-fetch-content-entry]").onclick = handleFetchOriginalContentAction;
document.querySelector("button.mark-read").onclick = () => markEntriesAsRead([1, 2]);

/**
 * Post the form to the URL its element names: no page of the app writes data-submit-url.
 */
function submitForm(form) {
    // @expect-none
    return sendPOSTRequest(document.querySelector("#feed-form").dataset.submitUrl, {name: form.name.value});
}
document.querySelector("#feed-form").onsubmit = (event) => submitForm(event.target);
