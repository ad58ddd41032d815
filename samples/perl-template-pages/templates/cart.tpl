<script>
{literal}
fetch('/api/cart', { method: 'DELETE' });
{/literal}
</script>
