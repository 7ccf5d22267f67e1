import { useLingui } from "@lingui/react/macro";
import { useController } from "react-hook-form";
import { uploadUrlOf, uploadValue } from "#domain/uploads.ts";
import { ImageUploadField } from "../../ui/forms/image-upload-field.tsx";
import type { ProfileFormControl } from "./profile-form-values.ts";

// The profile keeps the upload's address alone; the upload field speaks 'name::url'.
const PHOTO_NAME = "photo";

/** The profile photo from a file, a web address or the camera, as a medical record's image (issue 29.7). */
export function PhotoField({ control }: { control: ProfileFormControl }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: "photo_url" });
  return (
    <ImageUploadField
      label={t`Photo`}
      value={field.value ? uploadValue(PHOTO_NAME, field.value) : null}
      onChange={(value) => field.onChange(value === null ? "" : (uploadUrlOf(value) ?? ""))}
    />
  );
}
