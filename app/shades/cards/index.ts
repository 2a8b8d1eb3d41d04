export * from "./palette";
export * from "./cards";
