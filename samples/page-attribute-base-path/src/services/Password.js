import { FirstFactorPath, PasswordChangePath } from "./Api";
import { PostWithOptionalResponse } from "./Client";

export async function postFirstFactor(username, password, rememberMe, targetURL) {
    const data = { username, password, keepMeLoggedIn: rememberMe };
    if (targetURL) {
        data.targetURL = targetURL;
    }
    // @expect POST /api/firstfactor
    return PostWithOptionalResponse(FirstFactorPath, data);
}

export async function postPasswordChange(username, oldPassword, newPassword) {
    const data = { username, old_password: oldPassword, new_password: newPassword };
    // @expect-none (never called: POST /api/change-password is no Tool)
    return PostWithOptionalResponse(PasswordChangePath, data);
}
