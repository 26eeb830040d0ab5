/** The cycle counts area exports nothing to other modules yet: its calls are its whole surface (routes.ts). */
export {};
