import autoImport from "unplugin-auto-import/vite";

// The declaration file is git-ignored: the names come from the folders below.
export default function createAutoImport() {
  return autoImport({
    imports: ["vue", { "./src/labels": [["default", "labelsPath"]] }],
    dirs: ["./src/api/**"],
    dts: "types/auto-imports.d.ts",
  });
}
