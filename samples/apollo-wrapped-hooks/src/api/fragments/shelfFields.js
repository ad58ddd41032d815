import { gql } from '@apollo/client'

export default gql`
	fragment shelfFields on Shelf {
		id
		title
		bookCount
	}
`
