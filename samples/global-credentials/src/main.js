import axios from "axios";

// Set once, at start-up: every axios request (and every instance) carries the session cookie.
axios.defaults.withCredentials = true;
axios.defaults.headers.common["X-CSRF-Token"] = document.querySelector('meta[name="csrf-token"]').content;

const uploads = axios.create({ baseURL: "/uploads" });

// @expect GET /api/projects
export const listProjects = () => axios.get("/api/projects");

// @expect POST /api/projects
export const createProject = (name) => axios.post("/api/projects", { name });

// @expect GET /uploads/recent
export const recentUploads = () => uploads.get("/recent");
