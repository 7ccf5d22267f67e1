import { uploadNameOf, uploadUrlOf } from "#domain/uploads.ts";
import { useUploadedImage } from "../../../ui/forms/use-photo-upload.ts";

/** A record's picture (vaccine card, test document), fetched with the token since only its owner may see it. */
export function RecordImage({ value, alt }: { value: string; alt: string }) {
  const image = useUploadedImage(uploadUrlOf(value) ?? "");
  return (
    <figure className="record-image">
      {image ? <img src={image} alt={alt} /> : <span className="record-image-placeholder" aria-hidden="true" />}
      <figcaption>{uploadNameOf(value)}</figcaption>
    </figure>
  );
}
