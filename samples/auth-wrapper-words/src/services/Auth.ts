import axios from "axios";

import { Delete, PostWithOptionalResponse, Put } from "./Client";

// Kind: "post" in a function's name before what the path addresses is the HTTP method, no
// publication (postFirstFactor → POST /api/firstfactor: its words glued).
export async function postFirstFactor(username: string, password: string, keepMeLoggedIn: boolean) {
    // @expect-none (never called: POST /api/firstfactor is no Tool)
    return PostWithOptionalResponse("/api/firstfactor", { username, password, keepMeLoggedIn });
}

export async function postSecondFactor(password: string) {
    // @expect-none (never called: POST /api/secondfactor/password is no Tool)
    return PostWithOptionalResponse("/api/secondfactor/password", { password });
}

// Trap: posting a comment publishes it, even to a path that names no comment.
export async function postComment(text: string) {
    // @expect-none (never called: POST /api/feedback is no Tool)
    return axios.post("/api/feedback", { text });
}

// Kind: a PUT whose answer is a fresh secret: not retried, and never named "get".
interface TOTPRegistration {
    base32_secret: string;
    otpauth_url: string;
}

export async function getTOTPSecret(algorithm: string, length: number, period: number) {
    // @expect-none (never called: PUT /api/secondfactor/totp/register is no Tool)
    return Put<TOTPRegistration>("/api/secondfactor/totp/register", { algorithm, length, period });
}

export async function completeTOTPRegister(token: string) {
    // @expect-none (never called: POST /api/secondfactor/totp/register is no Tool)
    return PostWithOptionalResponse("/api/secondfactor/totp/register", { token });
}

export async function stopTOTPRegister() {
    // @expect-none (never called: DELETE /api/secondfactor/totp/register is no Tool)
    return Delete("/api/secondfactor/totp/register");
}

// Kind: the page says an email has been sent: the request reaches out of the system.
export async function initiateResetPasswordProcess(username: string) {
    // @expect POST /api/reset-password/identity/start
    return PostWithOptionalResponse<{ limited: boolean }>("/api/reset-password/identity/start", { username });
}

// Trap: a page that only says the sending failed proves nothing.
export async function resendVerification(username: string) {
    // @expect POST /api/verification/resend-link
    return PostWithOptionalResponse("/api/verification/resend-link", { username });
}
