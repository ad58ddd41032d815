import { useEffect, useState } from "react";
import {
  useAccountQrCodeMutation,
  useAddGarmentMutation,
  useArchiveGarmentMutation,
  useCountGarmentsQuery,
  useExportListMutation,
  useGetGarmentQuery,
  useImportGarmentsMutation,
  useListGarmentsQuery,
  useListRentalsQuery,
  useListReturnsQuery,
  useRateGarmentMutation,
  useRenameGarmentMutation,
} from "../api/garments";

export function Closet({ id }: { id: string }) {
  const garment = useGetGarmentQuery(id);
  const shelf = useListGarmentsQuery();
  const rentals = useListRentalsQuery();
  const returns = useListReturnsQuery();
  const count = useCountGarmentsQuery();
  const [addGarment] = useAddGarmentMutation();
  const [importGarments] = useImportGarmentsMutation();
  const [rateGarment] = useRateGarmentMutation();
  const [renameGarment] = useRenameGarmentMutation();
  const [archiveGarment] = useArchiveGarmentMutation();
  const [exportList] = useExportListMutation();
  const [qrCode] = useAccountQrCodeMutation();
  const [logo, setLogo] = useState("");

  useEffect(() => {
    // @expect-none
    fetch("/assets/closet-logo.png").then((res) => res.blob()).then((b) => setLogo(URL.createObjectURL(b)));
  }, []);

  return (
    <main>
      <img src={logo} alt="" />
      <h1>{garment.data?.title}</h1>
      <p>{shelf.data?.total} garments, {count.data} counted</p>
      <p>{Object.keys(rentals.data ?? {}).length} rentals, {returns.data?.length} returns</p>
      <button onClick={() => addGarment({ title: "Coat", size: "m", price_cents: 900 })}>Add</button>
      <button onClick={() => importGarments(shelf.data?.garments ?? [])}>Import</button>
      <button onClick={() => rateGarment({ id, stars: 5 })}>Rate</button>
      <button onClick={() => renameGarment({ id, title: "Long coat" })}>Rename</button>
      <button onClick={() => archiveGarment({ id, note: "worn", asForm: true })}>Archive</button>
      <button onClick={() => exportList({ kind: "rental" })}>Export</button>
      <button onClick={() => qrCode()}>Two-factor code</button>
    </main>
  );
}
