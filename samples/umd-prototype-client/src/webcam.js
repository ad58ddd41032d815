// A WebRTC offer posted to the camera's own stream server: the scheme is finished from a
// value (webrtc://cam.local → http://cam.local), so no path of the app's backend.
var negotiate = function (streamUrl, offer) {
    streamUrl = "http" + streamUrl.slice("webrtc".length);
    // @expect-none
    return $.ajax({
        url: streamUrl,
        type: "POST",
        data: JSON.stringify({sdp: offer.sdp, type: offer.type}),
        contentType: "application/json; charset=UTF-8"
    });
};
