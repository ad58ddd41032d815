// The recipient's view of a secret is a POST to the secret itself: it creates nothing, but
// may spend one of the secret's views.
export const getSecret = async (secretId, password) => {
    // @expect POST /api/secret/{secretId}
    const data = await fetch(`/api/secret/${secretId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
    });
    return data.json();
};
