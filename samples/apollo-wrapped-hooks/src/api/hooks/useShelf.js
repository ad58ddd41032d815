import { gql } from '@apollo/client'

import useSelected from '../useSelected'
import shelfFields from '../fragments/shelfFields'

const QUERY = gql`
	query showShelf($id: ID!) {
		shelf(id: $id) {
			...shelfFields
		}
	}

	${ shelfFields }
`

export default (id) => {
	// @expect POST /graph
	return useSelected(QUERY, (data) => data?.shelf, {
		variables: { id },
	})
}
