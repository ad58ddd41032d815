import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";
import createAutoImport from "./vite/plugins/auto-import";

export default defineConfig({
  plugins: [vue(), createAutoImport()],
});
