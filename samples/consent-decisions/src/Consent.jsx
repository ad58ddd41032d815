import { postConsentAccept, postConsentReject } from "./consent";
import { saveSubscription, moderatePost } from "./settings";

export default function Consent({ clientID, claims, flowID, user, post }) {
    return (
        <div>
            <button onClick={() => postConsentAccept(clientID, claims, flowID)}>Accept</button>
            <button onClick={() => postConsentReject(clientID, flowID)}>Deny</button>
            <button onClick={() => saveSubscription(user.email, true)}>Subscribe</button>
            <button onClick={() => moderatePost(post.id, !post.approved)}>Toggle</button>
        </div>
    );
}
