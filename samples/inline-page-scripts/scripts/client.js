// A classic script: its top-level functions are globals of every page that loads it, and it
// calls the functions the page's own inline scripts declare (renderItems, refreshList).

function apiPost(path, fields) {
  return fetch("/api/" + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function renderItems(items) {
  const list = document.getElementById("items");
  list.innerHTML = "";
  for (const item of items) {
    const row = document.createElement("li");
    row.textContent = item.name;
    row.addEventListener("click", () => openDialog("dialogs/rename.html?id=" + item.id));
    list.appendChild(row);
  }
}

function openDialog(url) {
  const frame = document.createElement("iframe");
  frame.src = url;
  document.body.appendChild(frame);
}

function closeDialog() {
  document.querySelector("iframe").remove();
  refreshList();
}
