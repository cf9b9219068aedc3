/** Kasuwa's public contact details, shown on the Contact page. */
export const SITE = {
  address: ['12 Balogun Street', 'Lagos Island', 'Lagos, Nigeria'],
  phones: ['+234 1 700 0100', '+234 803 000 0100', '+234 905 000 0100'],
  email: 'support@kasuwa.ng',
  /** Kasuwa on social networks (Login and Admin login show them). */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/kasuwa.ng' },
    { name: 'Instagram', href: 'https://www.instagram.com/kasuwa.ng' },
    { name: 'X', href: 'https://x.com/kasuwa_ng' },
    { name: 'WhatsApp', href: 'https://wa.me/2349050000100' },
  ],
} as const;
