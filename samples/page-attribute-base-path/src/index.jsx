import { createRoot } from "react-dom/client";
import SignIn from "./views/SignIn";
import Status from "./views/Status";
import { signOut } from "./services/UserInfo";

createRoot(document.getElementById("root")).render(
    <>
        <SignIn redirectionURL={new URLSearchParams(window.location.search).get("rd")} />
        <Status />
        <button onClick={() => signOut()}>Sign out</button>
    </>,
);
