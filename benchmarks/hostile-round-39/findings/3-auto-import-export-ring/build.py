"""Write the tree of finding 3: unplugin-auto-import scanning one folder (dirs: ['src/api']) of N modules, each
re-exporting the next with export * (the last the first: a ring) and making one request.
Usage: python3 build.py DIR N"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
(root / "src/api").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f3", "dependencies": {"vue": "^3.4.0"}, '
                                   '"devDependencies": {"vite": "5", "unplugin-auto-import": "0.17"}}\n')
(root / "vite.config.ts").write_text(
    "import { defineConfig } from 'vite';\nimport vue from '@vitejs/plugin-vue';\n"
    "import AutoImport from 'unplugin-auto-import/vite';\n"
    "export default defineConfig({ plugins: [vue(), AutoImport({ imports: ['vue'], dirs: ['src/api'], dts: false })] });\n")
(root / "src/App.vue").write_text(f"<script setup lang=\"ts\">\nf0(); f{n // 2}();\n</script>\n<template><div/></template>\n")
for i in range(n):
    (root / f"src/api/m{i}.ts").write_text(
        f"export * from './m{(i + 1) % n}';\nexport const f{i} = () => fetch('/api/f{i}');\n")
