import { getBasePath } from "../utils/BasePath";

const basePath = getBasePath();

export const FirstFactorPath = basePath + "/api/firstfactor";
export const LogoutPath = basePath + "/api/logout";
export const UserInfoPath = basePath + "/api/user/info";
export const PasswordChangePath = basePath + "/api/change-password";
