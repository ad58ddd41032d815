import { useMemo } from 'react'
import { useQuery } from '@apollo/client'

// the project's own query hook: every caller passes the document it sends
export default function useSelected(query, pick, options) {
	const { loading, data } = useQuery(query, {
		fetchPolicy: 'cache-and-network',
		...options,
	})

	const value = useMemo(() => pick(data), [ data ])
	return { value, loading }
}
