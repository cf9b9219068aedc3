import { createContext, useContext } from 'react';

/** Puts a product in the cart (one unit), with the toasts of spec §8. */
export type AddToCart = (product: { id: string; name: string }) => void;

const AddToCartContext = createContext<AddToCart>(() => {});

/**
 * The catalogue's Add buttons reach the cart through this, so neither web feature imports the
 * other: the app shell provides the cart feature's action (see app-shell.tsx).
 */
export const AddToCartProvider = AddToCartContext.Provider;
export const useAddToCartAction = () => useContext(AddToCartContext);
