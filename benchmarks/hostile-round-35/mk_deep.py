import os, sys
app = sys.argv[1]; os.makedirs(app, exist_ok=True)
fd = os.open(app, os.O_RDONLY); cur = fd
for i in range(2100):
    os.mkdir("d", dir_fd=cur); nf = os.open("d", os.O_RDONLY, dir_fd=cur)
    if cur != fd: os.close(cur)
    cur = nf
w = os.open("a.js", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=cur)
os.write(w, b"export const add = (v) => fetch('/api/items', { method: 'POST', body: JSON.stringify({ v }) });\n"); os.close(w)
open(os.path.join(app, "b.js"), "w").write("export const b = () => fetch('/api/b');\n")
