// The server's modules the benchmarks import read cookies through @fastify/cookie's type augmentation.
import '@fastify/cookie';
