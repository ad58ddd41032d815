export const environment = {
  hostServer: 'https://shop.example'
}
