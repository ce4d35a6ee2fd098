// Mantine's PostCSS preset (rem(), light-dark(), breakpoint mixins) for the CSS modules of the web app.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
