import { setContext } from '@apollo/client/link/context'

export default () => {
	return setContext((operation, { headers }) => {
		const token = localStorage.getItem('reader-token')
		return {
			headers: {
				...headers,
				Authorization: `Bearer ${ token }`,
			},
		}
	})
}
