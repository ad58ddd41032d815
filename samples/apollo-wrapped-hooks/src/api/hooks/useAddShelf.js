import { useMutation, gql } from '@apollo/client'

import shelfFields from '../fragments/shelfFields'

const MUTATION = gql`
	mutation addShelf($input: AddShelfInput!) {
		addShelf(input: $input) {
			shelf {
				...shelfFields
			}
		}
	}

	${ shelfFields }
`

const update = (cache) => {
	cache.evict({ fieldName: 'shelves' })
}

export default () => {
	// @expect POST /graph
	const [ mutate, { loading } ] = useMutation(MUTATION, { update })
	return { mutate, loading }
}
