export default function Table({ config }) {
  return <table data-source={config.url} />;
}
