/** Made by the server's build (rollup.server.config.mjs): the digest of the sources it was built from. */
declare module 'virtual:build-digest' {
  const digest: string;
  export default digest;
}
