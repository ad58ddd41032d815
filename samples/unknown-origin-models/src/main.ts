import { addLabel, archiveNote, renameLabel, restoreLabel } from "./pages";

const payload = (window as any).boot;
document.getElementById("add")!.onclick = () => addLabel("new");
document.getElementById("rename")!.onclick = () => renameLabel(payload.label, "renamed");
document.getElementById("restore")!.onclick = () => restoreLabel();
document.getElementById("archive")!.onclick = () => archiveNote();
