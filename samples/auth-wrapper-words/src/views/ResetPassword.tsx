import { useState } from "react";

import { initiateResetPasswordProcess, resendVerification } from "../services/Auth";

function notify(text: string) {
    window.alert(text);
}

export default function ResetPassword() {
    const [username, setUsername] = useState("");

    const doInitiate = async () => {
        const response = await initiateResetPasswordProcess(username);
        if (response?.limited === false) {
            notify("An email has been sent to your address to complete the process");
        }
    };

    const doResend = async () => {
        try {
            await resendVerification(username);
        } catch {
            notify("The email could not be sent");
        }
    };

    return (
        <div>
            <input value={username} onChange={(e) => setUsername(e.target.value)} />
            <button onClick={doInitiate}>Reset password</button>
            <button onClick={doResend}>Resend</button>
        </div>
    );
}
