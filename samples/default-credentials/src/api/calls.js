import { admin, files, reports, status, widgets } from "../lib/http";

// @expect GET /reports/monthly
export const monthlyReport = () => reports.get("/monthly");

// @expect DELETE /files/{id}
export const deleteFile = (id) => files.delete(`/${id}`);

// @expect GET /admin/users
export const listUsers = () => admin.get("/users");

// @expect GET /widgets/list
export const listWidgets = () => widgets.get("/list");

// @expect GET /status/health
export const health = () => status.get("/health");
