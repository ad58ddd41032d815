import { del, get, post } from "../lib/request";

// @expect GET /api/boards
export const listBoards = () => get("/api/boards");

// @expect POST /api/boards
export const createBoard = (title) => post("/api/boards", { title });

// @expect DELETE /api/boards/{id}
export const deleteBoard = (id) => del(`/api/boards/${id}`);
