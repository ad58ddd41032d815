// Request helpers that return the server's answer, or an object they build themselves from
// the status (or in a catch): the members only those objects supply are no response fields.
export const getSecret = async (secretId, password) => {
    // @expect POST /api/secret/{secretId}
    const data = await fetch(`/api/secret/${secretId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
    });

    if (data.status === 401) {
        return { statusCode: 401 };
    }

    return data.json();
};

export const createSecret = async (formData = {}) => {
    try {
        // @expect POST /api/secret
        const data = await fetch('/api/secret', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(formData),
        });
        const json = await data.json();

        return { ...json, statusCode: data.status };
    } catch (error) {
        return { error: 'Failed to create your secret' };
    }
};

export const getStats = async () => {
    // @expect GET /api/stats
    const data = await fetch('/api/stats');
    const json = await data.json();

    // a helper reshaping the answer: its members are still the server's
    return { total: json.total_secrets, latest: json.latest };
};
