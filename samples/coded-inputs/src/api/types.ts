export type SharePurpose = 'poll' | 'pollGroup'

export type Owner = {
  id: string
  displayName: string
  describe?: () => string
}

export type OptionDto = {
  id: number
  text: string
  owner: Owner
}

export type OptionTimestamp = {
  getDateTime: () => string
  getLabel(): string
  onChange?: ((text: string) => void) | null
}

export type Option = OptionDto & OptionTimestamp
