import { gql } from '@apollo/client'

import useSelected from '../useSelected'
import shelfFields from '../fragments/shelfFields'

const QUERY = gql`
	query listShelves {
		shelves {
			...shelfFields
		}
	}

	${ shelfFields }
`

export default () => {
	// @expect POST /graph
	return useSelected(QUERY, (data) => data?.shelves ?? [])
}
