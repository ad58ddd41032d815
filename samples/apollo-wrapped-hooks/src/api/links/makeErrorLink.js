import { onError } from '@apollo/client/link/error'

export default () => onError(({ networkError }) => {
	if (networkError) console.warn(networkError)
})
