/** The genders a person can give, apart from the schemas so a screen can use them without valibot. */
export const GENDERS = ["MALE", "FEMALE"] as const;
