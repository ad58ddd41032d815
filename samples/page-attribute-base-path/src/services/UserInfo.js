import axios from "axios";
import { LogoutPath, UserInfoPath } from "./Api";
import { Get } from "./Client";

export async function getUserInfo() {
    // @expect GET /api/user/info
    return Get(UserInfoPath);
}

export async function signOut() {
    // @expect POST /api/logout
    return axios.post(LogoutPath);
}
