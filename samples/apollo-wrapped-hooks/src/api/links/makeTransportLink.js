import { HttpLink } from '@apollo/client'

export default () => {
	return new HttpLink({
		uri: '/graph',
		headers: {
			'Accept-Language': navigator.language,
		},
	})
}
