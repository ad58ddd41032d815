import axios from "axios";

export function saveSubscription(email, newsletterConsent) {
    // a choice the user makes on a form (a newsletter), no confirmation of this request
    // @expect POST /api/subscriptions
    return axios.post("/api/subscriptions", { email, newsletter_consent: newsletterConsent });
}

export function moderatePost(postID, approved) {
    // a moderator's approval is a state of the post, an input like any other
    // @expect PUT /api/posts/{postID}/moderation
    return axios.put(`/api/posts/${postID}/moderation`, { approved });
}
