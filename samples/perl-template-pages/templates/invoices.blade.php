@extends('layouts.app')
@section('content')
<script>
  const invoices = @json($invoices);
  const total = {{ $total }};
  {{-- a comment: fetch("/never") --}}
  @if ($canPay)
  function payInvoice(id) {
    // @expect POST /api/invoices/{id}/pay
    return fetch(`/api/invoices/${id}/pay`, { method: "POST", body: JSON.stringify({ total }) });
  }
  @endif
</script>
@endsection
