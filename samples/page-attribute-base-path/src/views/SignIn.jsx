import { useState } from "react";
import { postFirstFactor } from "../services/Password";
import { getUserInfo } from "../services/UserInfo";
import { getRememberMe } from "../utils/Configuration";

export default function SignIn({ redirectionURL }) {
    const [username, setUsername] = useState("");
    const [password, setPassword] = useState("");
    const submit = async () => {
        await postFirstFactor(username, password, getRememberMe(), redirectionURL);
        await getUserInfo();
    };
    return (
        <form onSubmit={submit}>
            <input value={username} onChange={(e) => setUsername(e.target.value)} />
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <button type="submit">Sign in</button>
        </form>
    );
}
