/** Kasuwa's public contact details, shown on the Contact page. */
export const SITE = {
  address: ['12 Balogun Street', 'Lagos Island', 'Lagos, Nigeria'],
  phones: ['+234 1 700 0100', '+234 803 000 0100', '+234 905 000 0100'],
  email: 'support@kasuwa.ng',
} as const;
