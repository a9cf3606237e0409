export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_PATH: string;
export declare function journeyBrowserPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | null;
