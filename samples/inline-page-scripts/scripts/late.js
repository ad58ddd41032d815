// loaded at the end of the page
window.addEventListener("load", () => refreshList());
