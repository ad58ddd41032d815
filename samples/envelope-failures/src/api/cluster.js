// callback style: the server wraps every answer as {status, body}; the client fails on a
// status outside 2xx carried in a 200 answer
import axios from 'axios'

function request(path, data, success, error) {
  var handleSuccess = function (response) {
    if (response.data.status >= 200 && response.data.status < 300) {
      success(response.data.body)
    } else {
      error(response.data.body)
    }
  }
  // @expect POST /cluster/nodes
  axios.post('/cluster/' + path, data).then(handleSuccess)
}

export function getNodes(success, error) {
  request('nodes', {}, success, error)
}

// no request: a logged code is no failure branch
export function logInfo(message) {
  if (message.code === 'x') {
    console.error(message)
  }
}
